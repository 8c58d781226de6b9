import { useTranslation } from '../../i18n/react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useStoredChoice } from '../hooks/useStoredChoice';
import { INSTALL_TOOL_KEY, TOOLS, installCommand, type Tool } from './command';
import * as styles from './styles.module.css';

export interface InstallTabsProps {
  /** Space-separated package names, e.g. "@vibrato-ui/react @vibrato-ui/functions". */
  packages: string;
  dev?: boolean;
}

/** npm / yarn / pnpm install commands as tabs; the reader's choice is remembered across the site. */
export function InstallTabs({ packages, dev = false }: InstallTabsProps) {
  const { t } = useTranslation();
  const [tool, setTool] = useStoredChoice<Tool>(INSTALL_TOOL_KEY, TOOLS, 'npm');
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = TOOLS[(TOOLS.indexOf(tool) + step + TOOLS.length) % TOOLS.length] ?? 'npm';
    setTool(next);
    tabs.current[TOOLS.indexOf(next)]?.focus();
  };
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={t('docs:install.label')} className={styles.list} onKeyDown={onKeyDown}>
        {TOOLS.map((name, index) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={tool === name}
            aria-controls={`${id}-panel`}
            tabIndex={tool === name ? 0 : -1}
            className={styles.tab}
            onClick={() => setTool(name)}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tool}`} className={styles.panel}>
        <pre className="language-bash" tabIndex={0}>
          <code>{installCommand(tool, packages.split(/\s+/).filter(Boolean), dev)}</code>
        </pre>
      </div>
    </div>
  );
}
