import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { ServerRead } from '../../shared/store/server-read';
import { useServerRead } from '../../shared/store/use-server-read';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { Button } from '../../shared/ui/Button';
import { Skeleton } from '../../shared/ui/Skeleton';
import { translate } from './dashboard-messages';

export interface DashboardCardProps<Data> {
  /** The card's name in class names and console warnings: `points`, `tier-progress`, … */
  card: string;
  title: string;
  /** The card's own read (dashboard-reads.ts). */
  read: ServerRead<void, Data>;
  /** How many lines the card's skeleton shows, about as many as its loaded content. */
  lines: number;
  children: (data: Data) => ReactNode;
}

/**
 * One card of the dashboard (issue 14 item 6): a titled region that shows a skeleton while its
 * read loads, its content when it has it, and on failure a short message with a retry that reads
 * again, on its own, whatever the other cards do. A failure is logged once per failed read with
 * the element's name.
 */
export function DashboardCard<Data>({ card, title, read, lines, children }: DashboardCardProps<Data>) {
  const { language, tag } = useWidgetEnvironment();
  const { state, reload } = useServerRead(read, undefined);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const error = state.state === 'hasError' ? state.error : undefined;

  useEffect(() => {
    if (error)
      console.warn(
        `[stay-widgets] <${tag}> the ${card} card could not load (${error.kind} ${error.status ?? ''} ${error.code ?? ''}): ${error.message}`,
      );
  }, [error, tag, card]);

  const retry = () => {
    // The button goes while the card reads again: the focus waits on the card's title, not on the page.
    heading.current?.focus();
    reload();
  };

  return (
    <section
      className={`stay-member-dashboard__card stay-member-dashboard__card--${card}`}
      aria-labelledby={headingId}
      aria-busy={state.state === 'loading'}
    >
      <h2 id={headingId} ref={heading} className="stay-member-dashboard__title" tabIndex={-1}>
        {title}
      </h2>
      {state.state === 'loading' && (
        <div className="stay-member-dashboard__skeleton">
          <Skeleton label={translate(language, 'loading')} className="stay-member-dashboard__skeleton-line" />
          {Array.from({ length: lines - 1 }, (_, index) => (
            <span key={index} className="stay-member-dashboard__skeleton-line stay-skeleton" aria-hidden="true" />
          ))}
        </div>
      )}
      {state.state === 'hasError' && (
        <div className="stay-member-dashboard__error">
          <p role="alert">{translate(language, 'loadFailed')}</p>
          <Button className="stay-member-dashboard__retry" aria-describedby={headingId} onClick={retry}>
            {translate(language, 'retry')}
          </Button>
        </div>
      )}
      {state.state === 'hasData' && children(state.data)}
    </section>
  );
}
