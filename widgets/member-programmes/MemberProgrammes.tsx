import { useEffect, useRef } from 'react';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { memberProfileAtom, requestLogin } from '../../shared/store/member-atoms';
import { signedInAtom } from '../../shared/store/session-atoms';
import { usePageValue } from '../../shared/store/use-page-value';
import { Button } from '../../shared/ui/Button';
import { LuckyDrawCard } from './LuckyDrawCard';
import { MilesCard } from './MilesCard';
import { PointHistoryCard } from './PointHistoryCard';
import { ProgrammeCard } from './ProgrammeCard';
import { programmeCardsOf } from './programme-cards';
import { luckyDrawRead, milesRead, pointHistoryRead, representativeRead, tierMatchRead } from './programmes-data';
import { translate } from './programmes-messages';
import { RepresentativeCard } from './RepresentativeCard';
import { TierMatchCard } from './TierMatchCard';

export interface MemberProgrammesProps {
  /** The region's accessible name; empty: the translated default. */
  label: string;
  /** Which cards, as authored: `miles tier-match representative lucky-draw point-history` (programme-cards.ts). */
  show: string;
  /** The authored content, moved into the widget (never copied). */
  nodes: readonly Node[];
}

/**
 * `<stay-member-programmes>` (issue 17 item 4; loyalty spec §1, §7 "Representative and tier-match
 * services"): the member area's programme cards. The lucky draw is public; the other cards need a
 * login, and the representative panel shows only for a representative account (spec §3, §6).
 */
export function MemberProgrammes({ label, show, nodes }: MemberProgrammesProps) {
  const { language, tag } = useWidgetEnvironment();
  const signedIn = usePageValue(signedInAtom);
  const profile = usePageValue(memberProfileAtom);
  const region = useRef<HTMLElement>(null);
  const { cards, unknown } = programmeCardsOf(show);
  const unknownText = unknown.join(' ');
  useEffect(() => {
    if (unknownText)
      console.warn(
        `[stay-widgets] <${tag}> data-show: "${unknownText}" is not a card (miles, tier-match, representative, lucky-draw, point-history); left out.`,
      );
  }, [unknownText, tag]);
  const wants = (card: (typeof cards)[number]) => cards.includes(card);
  const memberCards = cards.filter(
    (card) => card !== 'lucky-draw' && (card !== 'representative' || profile?.accountType === 'representative'),
  );

  return (
    <section ref={region} className="stay-member-programmes" aria-label={label || translate(language, 'label')} tabIndex={-1}>
      {nodes.length > 0 && <AuthoredNodes nodes={nodes} />}
      <div className="stay-member-programmes__cards">
        {wants('lucky-draw') && (
          <ProgrammeCard card="lucky-draw" title={translate(language, 'lucky.title')} read={luckyDrawRead}>
            {({ dateLuckyDraw }) => <LuckyDrawCard language={language} dateLuckyDraw={dateLuckyDraw} />}
          </ProgrammeCard>
        )}
        {signedIn && memberCards.includes('point-history') && (
          <ProgrammeCard card="point-history" title={translate(language, 'history.title')} read={pointHistoryRead}>
            {(movements) => <PointHistoryCard language={language} movements={movements} />}
          </ProgrammeCard>
        )}
        {signedIn && memberCards.includes('miles') && (
          <ProgrammeCard card="miles" title={translate(language, 'miles.title')} read={milesRead}>
            {(programmes) => <MilesCard language={language} programmes={programmes} />}
          </ProgrammeCard>
        )}
        {signedIn && memberCards.includes('tier-match') && (
          <ProgrammeCard card="tier-match" title={translate(language, 'tierMatch.title')} read={tierMatchRead}>
            {(overview) => <TierMatchCard language={language} overview={overview} />}
          </ProgrammeCard>
        )}
        {signedIn && memberCards.includes('representative') && (
          <ProgrammeCard card="representative" title={translate(language, 'representative.title')} read={representativeRead}>
            {(panel) => <RepresentativeCard language={language} panel={panel} />}
          </ProgrammeCard>
        )}
      </div>
      {!signedIn && memberCards.length > 0 && (
        <div className="stay-member-programmes__signed-out">
          <p>{translate(language, 'signedOutText')}</p>
          <Button onClick={() => requestLogin({ reason: 'member-feature', returnFocusTo: region.current })}>
            {translate(language, 'logIn')}
          </Button>
        </div>
      )}
    </section>
  );
}
