import { cx } from '../internal/cx.js';
import type { AreaProps } from '../types.js';
import { useXYPadState } from './context.js';

/**
 * The surface of an {@link XYPad} (`vibrato-xy-pad__area`). Pointer positions are measured on it: left
 * edge = x minimum, bottom edge = y minimum. Put the {@link XYPadThumb} and any background drawing inside.
 *
 * @param props - {@link AreaProps}
 * @jaParam props - プロパティ（{@link AreaProps}）。
 * @returns the area element
 * @jaReturns 操作面の要素。
 * @throws Error when rendered outside an {@link XYPad}
 * @jaThrows {@link XYPad} の外で描画したときは Error を投げます。
 * @example
 * ```tsx
 * <XYPad aria-label="Filter">
 *   <XYPadArea className="grid">
 *     <XYPadThumb />
 *   </XYPadArea>
 * </XYPad>
 * ```
 * @ja {@link XYPad} の操作面（`vibrato-xy-pad__area`）です。ポインター位置はこの要素を基準に測ります（左端が x の最小値、下端が y の最小値）。
 * {@link XYPadThumb} や背景の描画を中に置きます。
 */
export function XYPadArea(props: AreaProps) {
  const { areaRef } = useXYPadState('XYPadArea');
  return (
    <div ref={areaRef} className={cx('vibrato-xy-pad__area', props.className)} style={props.style}>
      {props.children}
    </div>
  );
}
