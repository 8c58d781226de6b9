import { problemList } from './problemList';

/**
 * One check of the site's inputs run before anything is built: its problems, each a line naming the file, the value
 * and the fix, listed under `heading`; or, for a check that reports by throwing, its message.
 */
export interface InputCheck {
  heading: string;
  run: () => string[] | Promise<string[]>;
}

/**
 * Runs the checks one after the other and returns one report of every problem they found, or '' when there is
 * none. A check that throws is reported beside the others, not instead of them, so that one build says everything
 * there is to fix.
 */
export async function inputReport(checks: readonly InputCheck[]): Promise<string> {
  const sections: string[] = [];
  for (const { heading, run } of checks) {
    try {
      const problems = await run();
      if (problems.length > 0) sections.push(problemList(heading, problems));
    } catch (error) {
      sections.push(error instanceof Error ? error.message : String(error));
    }
  }
  return sections.join('\n\n');
}
