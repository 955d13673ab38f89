// Demo only: the dialog showcase's buttons, as a CMS script would open the page's dialog. The
// requests and URLs come from the page's JSON data block, in the page language.
const { requests, previousSearchUrl, summaryPaymentUrl } = JSON.parse(document.getElementById('demo-dialog-data').textContent);

const keys = [
  ['session', 'stay:booking-search-criteria'],
  ['session', 'stay:deep-link'],
  ['session', 'stay:previous-search-url'],
  ['session', 'stay:summary-payment-url'],
  ['session', 'stay:criteria-from-cart'],
  ['local', 'stay:guest-cart'],
];

const store = (area, key, value) => area.setItem(key, JSON.stringify({ value, storedAt: Date.now() }));

function showSession() {
  const lines = keys.map(([area, key]) => {
    const raw = (area === 'local' ? localStorage : sessionStorage).getItem(key);
    return `${area} ${key}: ${raw === null ? '(none)' : JSON.stringify(JSON.parse(raw).value)}`;
  });
  document.getElementById('session-state').textContent = lines.join('\n');
}

document.getElementById('seed-session').addEventListener('click', () => {
  const room = (adults, childAges) => ({
    hotelCode: 'SGORCH',
    startDate: '2030-05-01',
    endDate: '2030-05-04',
    apartmentGuest: { numberOfAdult: adults, numberOfChildren: childAges.length, childAges },
    ssid: 'demo-ssid',
  });
  store(sessionStorage, 'stay:booking-search-criteria', {
    hotelCode: 'SGORCH',
    startDate: '2030-05-01',
    endDate: '2030-05-04',
    minLengthOfStay: 2,
  });
  store(sessionStorage, 'stay:deep-link', { hotel: 'SGORCH', arrive: '2030-05-01', depart: '2030-05-04', dateType: '3' });
  store(sessionStorage, 'stay:previous-search-url', previousSearchUrl);
  store(sessionStorage, 'stay:summary-payment-url', summaryPaymentUrl);
  store(localStorage, 'stay:guest-cart', { items: [room(2, [5, 9]), room(1, [])] });
  showSession();
});

for (const button of document.querySelectorAll('[data-dialog]')) {
  button.addEventListener('click', () => {
    window.dispatchEvent(new CustomEvent('stay:dialog-open', { detail: requests[button.dataset.dialog] }));
  });
}

window.addEventListener('stay:storage-change', showSession);
showSession();
if (location.search) {
  const arrived = document.getElementById('arrived-with');
  arrived.textContent = `${arrived.dataset.text} ${decodeURIComponent(location.search)}`;
  arrived.hidden = false;
}
