import { listenToDrag, type DragHandlers } from './drag.js';
import { HTMLElementBase } from './html-element.js';

/** Attributes every Vibrato element observes. */
export const controlAttributes = [
  'disabled',
  'readonly',
  'label',
  'name',
  // The host's own naming, passed on to the shadow parts that take the focus (see accessibleName).
  'aria-label',
  'aria-labelledby',
] as const;

/**
 * What every Vibrato element shares: an open shadow root, form association through ElementInternals
 * (value submission, reset, disabled fieldsets), the `disabled`/`readonly`/`label`/`name` attributes, a
 * managed tab stop and the `input`/`change` events. Subclasses draw their shadow DOM in `render()`.
 *
 * @ja すべての Vibrato 要素に共通する土台です。フォーム連携、disabled・readonly・label・name 属性、タブ移動を扱います。
 *
 * @attr {boolean} disabled - Ignores input and leaves the tab order. A disabled `<fieldset>` around the element does the same.
 * @ja 操作を受け付けず、タブ移動の対象からも外れます。無効な `<fieldset>` の中にあるときも同じです。
 * @attr {boolean} readonly - Keeps focus and shows the value, but ignores changes.
 * @ja フォーカスと値の表示はそのままに、値の変更だけを受け付けなくします。
 * @attr {string} label - The accessible name (it becomes aria-label). When set, it wins over the element's own aria-label and a `<label for>`; leave it out to name the element with those.
 * @ja アクセシブルな名前（スクリーンリーダーが読み上げる名前）で、aria-label として設定されます。指定すると、要素自身の aria-label や `<label for>` より優先されます。それらで名前を付けるときは指定しないでください。
 * @attr {string} name - The field name under which a `<form>` submits the value.
 * @ja フォーム送信時に値を送るフィールド名です。
 *
 * @cssprop [--vibrato-accent=#3b82f6] - Colour of the value (arc, range, thumb border, active key); also the default focus ring colour.
 * @ja 値を表す部分（円弧、塗りつぶし部分、つまみの枠線、押されている鍵盤）の色です。フォーカスリングの既定色にもなります。
 * @cssprop [--vibrato-focus-ring=var(--vibrato-accent)] - Colour of the keyboard focus ring.
 * @ja キーボードのフォーカスリングの色です。
 */
export abstract class VibratoControlElement extends HTMLElementBase {
  /**
   * Lets the element take part in forms: submission, reset and disabled fieldsets.
   *
   * @ja フォームの送信・リセット・無効な fieldset に対応させるための指定です。
   */
  static formAssociated = true;

  /** The element's ElementInternals, or `null` where the browser (or jsdom) has none. */
  protected readonly internals: ElementInternals | null;
  #formDisabled = false;
  #ownsTabIndex = false;
  /** Watches the elements the shadow parts' name is copied from, and which they are; see #watchNameSources. */
  #nameSources: MutationObserver | null = null;
  #watched: Element[] = [];

  constructor(shadow: ShadowRootInit = { mode: 'open' }) {
    super();
    this.internals = typeof this.attachInternals === 'function' ? this.attachInternals() : null;
    this.attachShadow(shadow);
  }

  /**
   * The accessible name read by screen readers. When set, it replaces the element's own `aria-label` and any
   * `<label for>`.
   *
   * @defaultValue `''`
   * @ja アクセシブルな名前（スクリーンリーダーが読み上げる名前）です。指定すると、要素自身の `aria-label` や `<label for>` より優先されます。`label` 属性と連動します。
   */
  get label(): string {
    return this.getAttribute('label') ?? '';
  }
  set label(text: string) {
    this.setAttribute('label', text);
  }

  /**
   * The field name under which a `<form>` submits the value.
   *
   * @defaultValue `''`
   * @ja フォーム送信時に値を送るフィールド名です。`name` 属性と連動します。
   */
  get name(): string {
    return this.getAttribute('name') ?? '';
  }
  set name(text: string) {
    this.setAttribute('name', text);
  }

  /**
   * Whether the control ignores input and cannot be focused.
   *
   * @defaultValue `false`
   * @ja 操作を受け付けず、フォーカスもできない状態かどうかです。`disabled` 属性と連動します。
   */
  get disabled(): boolean {
    return this.hasAttribute('disabled');
  }
  set disabled(on: boolean) {
    this.toggleAttribute('disabled', Boolean(on));
  }

  /**
   * Whether the control shows its value and stays focusable, but ignores every attempt to change it.
   *
   * @defaultValue `false`
   * @ja 値の表示とフォーカスはそのままに、値の変更だけを受け付けない状態かどうかです。`readonly` 属性と連動します。
   */
  get readOnly(): boolean {
    return this.hasAttribute('readonly');
  }
  set readOnly(on: boolean) {
    this.toggleAttribute('readonly', Boolean(on));
  }

  /**
   * The `<form>` the element belongs to, if any.
   *
   * @ja 要素が属している `<form>` です。なければ `null` です。
   */
  get form(): HTMLFormElement | null {
    return this.internals?.form ?? null;
  }

  /** Disabled by its own attribute or by a disabled `<fieldset>` around it. */
  protected get isDisabled(): boolean {
    return this.disabled || this.#formDisabled;
  }

  /** Disabled, or read-only: the value must not change by user input. */
  protected get locked(): boolean {
    return this.isDisabled || this.readOnly;
  }

  connectedCallback(): void {
    this.#adoptEarlyProperties();
    this.update();
  }

  /**
   * A property the page set before the element was defined is an own property that hides the class's
   * accessor; move it onto the accessor so that it reflects and renders like any other.
   */
  #adoptEarlyProperties(): void {
    const prototype = Object.getPrototypeOf(this) as object;
    for (const key of Object.keys(this)) {
      if (!(key in prototype)) continue;
      const value: unknown = Reflect.get(this, key);
      Reflect.deleteProperty(this, key);
      Reflect.set(this, key, value);
    }
  }

  /**
   * Called by the browser when the element leaves the page: it stops following the text it takes its name from.
   *
   * @ja 要素がページから外されたときにブラウザーが呼び出します。名前の元にしているテキストの監視をやめます。
   */
  disconnectedCallback(): void {
    this.#watchNameSources([]);
  }

  attributeChangedCallback(name: string, oldValue: string | null): void {
    // A host aria-label that came from the old `label` goes away with it.
    if (name === 'label' && oldValue !== null && this.getAttribute('aria-label') === oldValue) {
      this.removeAttribute('aria-label');
    }
    this.update();
  }

  /**
   * Called by the browser when a surrounding `<fieldset>` is disabled or enabled.
   *
   * @ja 周りの `<fieldset>` が無効・有効になったときにブラウザーが呼び出します。
   */
  formDisabledCallback(disabled: boolean): void {
    this.#formDisabled = disabled;
    this.update();
  }

  /**
   * Called by the browser when the element's form is reset.
   *
   * @ja フォームがリセットされたときにブラウザーが呼び出します。
   */
  abstract formResetCallback(): void;

  /** Redraws the shadow DOM and the ARIA state from the attributes; cheap enough to run on every change. */
  protected update(): void {
    if (!this.isConnected) return;
    this.updateFocusability();
    this.render();
    // After render: the XY pad and the piano give themselves role="group" there, and a group says it is disabled.
    if (this.isDisabled && this.hasAttribute('role')) this.setAttribute('aria-disabled', 'true');
    else this.removeAttribute('aria-disabled');
  }

  /** Draws the current state into the shadow DOM and the host's ARIA attributes. */
  protected abstract render(): void;

  /**
   * Keeps the host in the tab order unless disabled. A `tabindex` the page set itself is left alone;
   * elements that delegate focus to a shadow child (number input, XY pad, piano) do not need one.
   */
  protected updateFocusability(): void {
    if (this.shadowRoot?.delegatesFocus) return;
    if (!this.hasAttribute('tabindex')) this.#ownsTabIndex = true;
    if (this.#ownsTabIndex) {
      if (this.isDisabled) this.removeAttribute('tabindex');
      else this.setAttribute('tabindex', '0');
    }
  }

  /** Sets what a `<form>` submits under `name`; a no-op where ElementInternals has no forms (jsdom). */
  protected setFormValue(value: string | null): void {
    if (typeof this.internals?.setFormValue === 'function') this.internals.setFormValue(value);
  }

  /**
   * Follows pointer drags on the element (see listenToDrag), with the `dragging` custom state set from a drag's
   * start to its end: the element's own style shows the grabbing cursor with it, and a page can style
   * `:state(dragging)` too.
   */
  protected followDrags(handlers: DragHandlers): void {
    listenToDrag(this, {
      start: (event) => {
        const started = handlers.start(event);
        if (started) this.#setState('dragging', true);
        return started;
      },
      move: handlers.move,
      end: (event) => {
        this.#setState('dragging', false);
        handlers.end(event);
      },
    });
  }

  /** Sets or clears a custom state; a no-op where the browser has no CustomStateSet or rejects the name. */
  #setState(name: string, on: boolean): void {
    const states = this.internals?.states;
    if (!states) return;
    try {
      if (on) states.add(name);
      else states.delete(name);
    } catch {
      // Chromium before 125 takes only names starting with `--`: the element works, without the state.
    }
  }

  /** Fires a bubbling, composed event like the native `input` and `change` events. */
  protected fire(type: 'input' | 'change'): void {
    this.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
  }

  /**
   * The name shadow parts announce: the `label` attribute, else the text of the elements the host's
   * `aria-labelledby` names (an id inside a shadow root cannot point out of it, so the text is copied), else the
   * host's own `aria-label`, else the text of a `<label for>` that points at the host, else `fallback`. A change
   * of these attributes renames the parts, and so does a later change of the copied text (see #watchNameSources).
   */
  protected accessibleName(fallback = ''): string {
    const labelledBy = this.#labelledByElements();
    const labels = [...(this.internals?.labels ?? [])].filter((label) => label instanceof Element);
    this.#watchNameSources(this.label ? [] : [...labelledBy, ...labels]);
    const labelledByText = labelledBy
      .map((element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '')
      .filter(Boolean)
      .join(' ');
    const fromLabelElement = labels[0]?.textContent?.trim() ?? '';
    return this.label || labelledByText || this.getAttribute('aria-label') || fromLabelElement || fallback;
  }

  /** The elements the host's `aria-labelledby` names, in its document or shadow root, in order. */
  #labelledByElements(): Element[] {
    const ids = (this.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (ids.length === 0) return [];
    const root = this.getRootNode();
    if (!(root instanceof Document || root instanceof ShadowRoot)) return [];
    return ids.map((id) => root.getElementById(id)).filter((element) => element !== null);
  }

  /**
   * Redraws when the text of `sources` changes, as a native control's name follows its label's text. Only these
   * elements are watched, and only while the host is in the page (see disconnectedCallback).
   */
  #watchNameSources(sources: Element[]): void {
    const same = sources.length === this.#watched.length && sources.every((s, i) => s === this.#watched[i]);
    if (same || typeof MutationObserver === 'undefined') return;
    this.#nameSources?.disconnect();
    this.#watched = sources;
    if (sources.length === 0) return;
    this.#nameSources ??= new MutationObserver(() => this.update());
    for (const source of sources) {
      this.#nameSources.observe(source, { subtree: true, childList: true, characterData: true });
    }
  }

  /**
   * Names `target` for screen readers. A shadow target gets {@link accessibleName}; the host gets the
   * `label` attribute only, so an `aria-label`, `aria-labelledby` or `<label for>` the page gave it stays.
   */
  protected applyLabel(target: Element, fallback = ''): void {
    if (target === this) {
      // Only when it differs: aria-label is observed, and setting it runs this again.
      if (this.label && this.getAttribute('aria-label') !== this.label)
        this.setAttribute('aria-label', this.label);
      return;
    }
    const text = this.accessibleName(fallback);
    if (text) target.setAttribute('aria-label', text);
    else target.removeAttribute('aria-label');
  }
}
