// Demo only: a CMS script that inserts a widget after the page loaded (the late-widgets page).
document.getElementById('add-faq').addEventListener('click', () => {
  const template = document.getElementById('late-faq');
  document.getElementById('late-slot').append(template.content.cloneNode(true));
});
