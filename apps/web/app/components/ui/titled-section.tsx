import type { ReactNode } from 'react';

const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/** The heading's size; written out whole so that Tailwind finds the classes. */
const TITLE_CLASSES = {
  lg: 'text-lg font-bold',
  xl: 'text-xl font-bold',
  '2xl': 'text-2xl font-bold',
} as const;

export interface TitledSectionProps {
  /** The heading's id, which names the section (`aria-labelledby`). */
  id: string;
  title: ReactNode;
  level?: keyof typeof HEADINGS;
  size?: keyof typeof TITLE_CLASSES;
  className?: string;
  children: ReactNode;
}

/** A section named by its heading, so that screen readers list it as a region of that name. */
export function TitledSection({
  id,
  title,
  level = 2,
  size = 'xl',
  className,
  children,
}: TitledSectionProps) {
  const Heading = HEADINGS[level];
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={TITLE_CLASSES[size]}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
