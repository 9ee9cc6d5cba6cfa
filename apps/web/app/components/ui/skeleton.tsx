import type { CSSProperties } from 'react';

/** Placeholder block shown while content loads; sized so nothing shifts when it arrives. */
export function Skeleton({
  width,
  height,
  isText,
  style,
}: {
  width?: string | number;
  height?: string | number;
  isText?: boolean;
  style?: CSSProperties;
}) {
  return (
    <span
      className={isText ? 'skeleton skeleton--text' : 'skeleton'}
      style={{ display: 'block', width, height, ...style }}
      aria-hidden="true"
    />
  );
}
