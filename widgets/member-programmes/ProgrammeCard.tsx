import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import type { ServerRead } from '../../shared/store/server-read';
import { useServerRead } from '../../shared/store/use-server-read';
import { Button } from '../../shared/ui/Button';
import { Skeleton } from '../../shared/ui/Skeleton';
import { translate } from './programmes-messages';

export interface ProgrammeCardProps<Data> {
  /** The card's name in class names and console warnings: `miles`, `tier-match`, … */
  card: string;
  title: string;
  read: ServerRead<string, Data>;
  children: (data: Data) => ReactNode;
}

/**
 * One card of the member programmes: a titled region with a skeleton while its read loads, its
 * content when it has it, and on failure a message and a retry (as `<stay-member-dashboard>`'s
 * cards; issue 14 item 6). A failure is logged once with the element's name.
 */
export function ProgrammeCard<Data>({ card, title, read, children }: ProgrammeCardProps<Data>) {
  const { language, tag } = useWidgetEnvironment();
  const { state, reload } = useServerRead(read, language);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const error = state.state === 'hasError' ? state.error : undefined;

  useEffect(() => {
    if (error)
      console.warn(
        `[stay-widgets] <${tag}> the ${card} card could not load (${error.kind} ${error.status ?? ''} ${error.code ?? ''}): ${error.message}`,
      );
  }, [error, tag, card]);

  return (
    <section
      className={`stay-member-programmes__card stay-member-programmes__card--${card}`}
      aria-labelledby={headingId}
      aria-busy={state.state === 'loading'}
    >
      <h2 id={headingId} ref={heading} className="stay-member-programmes__title" tabIndex={-1}>
        {title}
      </h2>
      {state.state === 'loading' && <Skeleton label={translate(language, 'loading')} className="stay-member-programmes__skeleton" />}
      {state.state === 'hasError' && (
        <div className="stay-member-programmes__error">
          <p role="alert">{translate(language, 'loadFailed')}</p>
          <Button
            aria-describedby={headingId}
            onClick={() => {
              heading.current?.focus();
              reload();
            }}
          >
            {translate(language, 'retry')}
          </Button>
        </div>
      )}
      {state.state === 'hasData' && children(state.data)}
    </section>
  );
}
