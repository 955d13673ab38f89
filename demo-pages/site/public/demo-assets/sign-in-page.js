// Demo only: the sign-in page's form, what the login widget will do.
import { call, loginToken, signIn, signOut } from '/demo-assets/demo-session.js';
const form = document.getElementById('demo-sign-in-form');
const error = document.getElementById('demo-sign-in-error');
const signedIn = document.getElementById('demo-signed-in');
const status = document.getElementById('demo-sign-in-status');

function show(profile) {
  form.hidden = Boolean(profile);
  signedIn.hidden = !profile;
  status.textContent = profile
    ? `Signed in as ${profile.salutation} ${profile.firstName} ${profile.lastName} (${profile.tier}, ${profile.memberId}).`
    : '';
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  error.textContent = '';
  const answer = await signIn(form.email.value, form.password.value);
  if (!answer.content) {
    error.textContent = `${answer.message ?? 'Sign-in failed.'}${answer.errorCode ? ` (${answer.errorCode})` : ''}`;
    return;
  }
  form.reset();
  show(answer.content.profileDto);
});

document.getElementById('demo-sign-out').addEventListener('click', async () => {
  await signOut();
  show(undefined);
});

// Arriving signed in: show who, or drop a login the sandbox no longer knows (expired, or the sandbox restarted).
const token = loginToken();
if (token) {
  const answer = await call('GET', '/api/authen/get-profile', token);
  if (answer.content) show(answer.content.profileDto);
  else await signOut({ logout: false });
}
