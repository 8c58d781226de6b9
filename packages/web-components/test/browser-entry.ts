// Bundled by test/harness.ts for the Playwright fixture page: defines the elements through the real
// side-effect entry and exposes the package's exports to the tests.
import '../src/define';
import * as vibrato from '../src/index';

declare global {
  interface Window {
    vibrato: typeof vibrato;
  }
}

window.vibrato = vibrato;
