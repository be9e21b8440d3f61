export interface Figure {
  label: string;
  value: string;
}

/** Key figures as labelled tiles (the programming indicators): a description list, read in order. */
export function FigureGrid({
  figures,
  className = 'grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5',
}: {
  figures: readonly Figure[];
  className?: string;
}) {
  return (
    <dl className={className}>
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-sm border border-border bg-surface-alt p-4">
          <dt className="text-sm text-muted">{figure.label}</dt>
          <dd className="text-2xl font-bold">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
