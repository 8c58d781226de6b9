/** A build message: `title`, then each problem on a line of its own as a list item. */
export function problemList(title: string, problems: readonly string[]): string {
  return `${title}\n${problems.map((problem) => `  - ${problem}`).join('\n')}`;
}
