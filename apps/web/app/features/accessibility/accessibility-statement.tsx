import {
  accessibilityStatementSections,
  type StatementBlock,
  type StatementText,
} from '@passerelle/shared';
import { Link } from 'react-router';

import { focusRing } from '~/components/ui/focus';

/*
 * The RGAA statement's sections (packages/shared/src/accessibility/document.ts), in the order of
 * the RGAA's model: an h2 per section, an h3 per part, paragraphs and lists (decision 080).
 */

const linkClass = `text-primary underline hover:text-ink ${focusRing}`;

function TextItem({ item }: { item: StatementText }) {
  if (!item.href) return <>{item.text}</>;
  // The contact form is a page of the portal; the other links lead out of it.
  return item.href.startsWith('/') ? (
    <Link to={item.href} className={linkClass}>
      {item.text}
    </Link>
  ) : (
    <a href={item.href} className={linkClass}>
      {item.text}
    </a>
  );
}

function Block({ block }: { block: StatementBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul className="list-disc space-y-1 pl-6">
          {block.items.map((item) => (
            <li key={item.text}>
              <TextItem item={item} />
            </li>
          ))}
        </ul>
      );
    case 'subsection':
      return (
        <div className="space-y-2">
          <h3 className="text-lg font-semibold">{block.heading}</h3>
          {block.blocks.map((inner, index) => (
            <Block key={index} block={inner} />
          ))}
        </div>
      );
  }
}

export function AccessibilityStatementView() {
  return (
    <div className="space-y-8">
      {accessibilityStatementSections().map((section) => (
        <section
          key={section.id}
          aria-labelledby={`declaration-${section.id}`}
          className="space-y-3"
        >
          <h2 id={`declaration-${section.id}`} className="text-2xl font-bold">
            {section.heading}
          </h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </div>
  );
}
