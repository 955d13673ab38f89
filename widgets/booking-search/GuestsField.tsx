import type { Dispatch } from 'react';
import { PanelField } from './PanelField';
import type { GuestsPanelProps } from './GuestsPanel';
import type { SearchFormAction } from './search-form';
import { guestTotals } from './search-rules';
import type { GuestsPanelComponent } from './use-lazy-guests-panel';

interface GuestsFieldProps extends GuestsPanelProps {
  open: boolean;
  /** The totals, announced after the visitor changed them (polite live region). */
  announced: boolean;
  /** The panel's steppers and selects, once loaded (`use-lazy-guests-panel.ts`). */
  Panel: GuestsPanelComponent | undefined;
  dispatch: Dispatch<SearchFormAction>;
}

/**
 * Rooms, adults and children per room, and each child's age: none chosen at first, 0 shown as
 * "<1" (booking spec §5; README "Fields": Guests). The summary is here; what the panel holds is
 * `GuestsPanel.tsx`, loaded when the panel first opens.
 */
export function GuestsField({ open, announced, Panel, ...panel }: GuestsFieldProps) {
  const { id, rooms, dispatch, t } = panel;
  const totals = guestTotals(rooms);
  const summary = t('guestsSummary', { rooms: totals.rooms, adults: totals.adults, children: totals.children });
  return (
    <PanelField
      id={`${id}-guests`}
      className="stay-booking-search__guests"
      label={t('guests')}
      summary={summary}
      open={open}
      doneLabel={t('done')}
      onToggle={() => dispatch({ type: 'panel-toggled', panel: 'guests' })}
      onClose={() => dispatch({ type: 'panel-closed', panel: 'guests' })}
      after={
        <p className="stay-visually-hidden" role="status">
          {announced ? summary : ''}
        </p>
      }
    >
      {Panel ? (
        <Panel {...panel} />
      ) : (
        open && (
          <p className="stay-booking-search__loading" role="status">
            {t('guestsLoading')}
          </p>
        )
      )}
    </PanelField>
  );
}
