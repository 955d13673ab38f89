import { useEffect, useRef, useId, useMemo, useState } from 'react';
import type { CartItem } from '../../../../shared/domain/booking/cart-item';
import type { CartTotals } from '../../../../shared/domain/booking/cart-totals';
import type { Language } from '../../../../shared/domain/languages';
import { signedInAtom } from '../../../../shared/store/session-atoms';
import { usePageValue } from '../../../../shared/store/use-page-value';
import { Button } from '../../../../shared/ui/Button';
import { translateVoucher } from './voucher-messages';
import { VoucherSection } from './VoucherSection';
import { voucherStayOf } from './voucher-stay';

export interface VoucherEntryProps {
  language: Language;
  items: readonly CartItem[];
  totals: CartTotals;
}

/**
 * The summary step's "Voucher" section (issue 17 item 2), for members only (loyalty §1: members
 * hold vouchers; a guest's code goes in the search's discount code): a disclosure that shows the
 * section when opened. Decision: the section is part of the summary step's chunk, not an `import()`
 * of its own: the checkout page's budget counts on-demand chunks too (scripts/size.mjs `onDemand`),
 * and a chunk of its own cost 0.8 KB more there.
 */
export function VoucherEntry({ language, items, totals }: VoucherEntryProps) {
  const stay = useMemo(() => voucherStayOf(items, totals), [items, totals]);
  const signedIn = usePageValue(signedInAtom);
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button goes away when opened: the focus moves to the part's heading, not to the page's start.
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  const headingId = useId();
  if (!signedIn) return null;
  return (
    // Its catalogue is defined with the summary step's chunk, whose texts load before the step shows.
    <section className="stay-checkout-vouchers" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {translateVoucher(language, 'heading')}
      </h3>
      {open ? (
        <VoucherSection language={language} stay={stay} total={totals.total} />
      ) : (
        <Button className="stay-checkout-summary__secondary" aria-expanded={false} onClick={() => setOpen(true)}>
          {translateVoucher(language, 'open')}
        </Button>
      )}
    </section>
  );
}
