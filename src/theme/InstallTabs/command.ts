/** Package managers the install tabs offer, in tab order. */
export const TOOLS = ['npm', 'yarn', 'pnpm'] as const;
export type Tool = (typeof TOOLS)[number];

/** Storage key of the reader's package manager, shared by every install tab of the site. */
export const INSTALL_TOOL_KEY = 'vibrato-docs.install-tool';

/** The command that installs `packages` with `tool`. */
export function installCommand(tool: Tool, packages: string[], dev = false): string {
  const list = packages.join(' ');
  if (tool === 'npm') return `npm install ${dev ? '--save-dev ' : ''}${list}`;
  return `${tool} add ${dev ? '-D ' : ''}${list}`;
}
