export type Star = readonly [x: number, y: number, radius: number];

/** The stars of an inline night-scene picture, filled by that picture's own light (the `night-scene` mixin). */
export default function Stars({ stars, className }: { stars: readonly Star[]; className?: string }) {
  return (
    <g className={className}>
      {stars.map(([x, y, radius]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={radius} />
      ))}
    </g>
  );
}
