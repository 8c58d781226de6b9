// Entry of dist/vibrato-elements.js: defines every element on load and also exports the classes and
// defineVibratoElements, so a page can `import { VibratoKnob } from './vibrato-elements.js'`.
import '../src/define';

export * from '../src/index';
