import widgetStyles from '../styles.css?inline';
import { beginModify } from '../../shared/store/modify-session';
import { runWidgetContractTests } from '../../testing/widget-contract';

// The banner shows only while a modification is under way: the record is stored first and kept.
sessionStorage.clear();
beginModify({
  confirmNo: 'SR4100001',
  pointsRedeemed: 0,
  returnVoucher: false,
  promotionType: 0,
  hotelCode: 'SGORCH',
  startDate: '2027-03-10',
  endDate: '2027-03-12',
});

runWidgetContractTests({
  tag: 'stay-modify-banner',
  load: () => import('./element'),
  styles: widgetStyles,
  page: { language: 'en', keepStorage: true },
  markup: `<stay-modify-banner data-label="Your change"></stay-modify-banner>`,
  rendered: (element) => element.querySelector('section[aria-label="Your change"]'),
  change: { attribute: 'data-label', value: 'Changing', shows: (element) => element.querySelector('section[aria-label="Changing"]') },
});
