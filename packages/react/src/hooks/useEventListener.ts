import { useEffect, useRef, type RefObject } from 'react';

/**
 * Adds a typed event listener to a window, document or element for as long as the component is mounted,
 * and removes it on unmount or when the target, type or options change.
 *
 * It is safe in server rendering: nothing touches `window` or `document` until the effect runs in the
 * browser, so pass the global target as a function (`() => window`) or a ref. The latest `listener` is
 * always called, so an inline arrow function does not re-subscribe on every render.
 *
 * @typeParam K - the event name's type: a key of `WindowEventMap`, `DocumentEventMap` or `HTMLElementEventMap`
 * (such as `'keydown'`), inferred from `type`; it gives `listener` its event type
 * @jaTypeParam K - イベント名の型。`WindowEventMap`・`DocumentEventMap`・`HTMLElementEventMap` のいずれかのキー（`'keydown'` など）で、`type` から推論されます。`listener` が受け取るイベントの型はこれで決まります。
 * @param target - what to listen on: a ref to an element, a function returning the target (called in
 * the effect, so `() => window` is SSR-safe; a new function identity does not re-subscribe), an `EventTarget`, or `null`/`undefined` to listen to nothing
 * @jaParam target - リスナーを登録する対象。要素の ref、対象を返す関数、`EventTarget` のいずれかで、`null`/`undefined` なら何も監視しません。
 * 関数はエフェクト内で呼ばれるため、`() => window` はサーバーレンダリングでも安全です。関数の同一性が変わっても登録し直しません。
 * @param type - the event name, for example `'keydown'` or `'wheel'`; it types the event
 * @jaParam type - イベント名（`'keydown'` や `'wheel'` など）。これによってイベントの型が決まります。
 * @param listener - called with each event
 * @jaParam listener - イベントごとに呼ばれる関数。
 * @param options - `addEventListener` options, for example `{ passive: false }` to be allowed to call
 * `preventDefault()` in a wheel or touch listener
 * @jaParam options - `addEventListener` のオプション。
 * たとえば、ホイールやタッチのリスナーで `preventDefault()` を呼べるようにするには `{ passive: false }` を指定します。
 * @returns nothing
 * @jaReturns なし。
 * @example
 * ```tsx
 * import { useEventListener } from '@vibrato-ui/react';
 *
 * function Transport({ onToggle }: { onToggle: () => void }) {
 *   useEventListener(
 *     () => window,
 *     'keydown',
 *     (event) => {
 *       if (event.code === 'Space') onToggle();
 *     },
 *   );
 *   return null;
 * }
 * ```
 * @ja window・document・要素に型付きのイベントリスナーを登録し、アンマウント時や、対象・イベント名・オプションが
 * 変わったときに解除します。エフェクトがブラウザーで実行されるまで `window` や `document` に触れないため、
 * サーバーレンダリングでも安全に使えます。そのため、グローバルな対象は関数（`() => window`）か ref で渡してください。
 * 常に最新の `listener` を呼ぶので、インラインの関数を渡してもレンダリングのたびに登録し直すことはありません。
 */
export function useEventListener<K extends keyof (WindowEventMap & DocumentEventMap & HTMLElementEventMap)>(
  target:
    | RefObject<EventTarget | null>
    | (() => EventTarget | null | undefined)
    | EventTarget
    | null
    | undefined,
  type: K,
  listener: (event: (WindowEventMap & DocumentEventMap & HTMLElementEventMap)[K]) => void,
  options?: boolean | AddEventListenerOptions,
): void {
  const listenerRef = useRef(listener);
  listenerRef.current = listener;
  // A function target is usually an inline `() => window`: call the newest one, but don't re-subscribe
  // just because its identity changed.
  const targetRef = useRef(target);
  targetRef.current = target;
  const targetKey = typeof target === 'function' ? 'function' : target;

  const capture = typeof options === 'boolean' ? options : options?.capture;
  const passive = typeof options === 'object' ? options.passive : undefined;
  const once = typeof options === 'object' ? options.once : undefined;

  useEffect(() => {
    const current = targetRef.current;
    const resolved =
      typeof current === 'function' ? current() : current && 'current' in current ? current.current : current;
    if (!resolved) return undefined;
    const handle = (event: Event) => {
      listenerRef.current(event as (WindowEventMap & DocumentEventMap & HTMLElementEventMap)[K]);
    };
    const listenerOptions: AddEventListenerOptions = { capture, passive, once };
    resolved.addEventListener(type, handle, listenerOptions);
    return () => resolved.removeEventListener(type, handle, listenerOptions);
  }, [targetKey, type, capture, passive, once]);
}
