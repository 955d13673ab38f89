// Demo only: what the login widget will do. Signs a demo member in at the sandbox, keeps the token
// in the page configuration's default login cookie and announces the session change to the widgets.
const LOGIN_COOKIE = 'stay-member-token';
const API_HEADERS = { 'Content-Type': 'application/json', 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key' };

const announce = () => window.dispatchEvent(new CustomEvent('stay:session-change'));

export function loginToken() {
  const value = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${LOGIN_COOKIE}=`))
    ?.slice(LOGIN_COOKIE.length + 1);
  return value ? decodeURIComponent(value) : undefined;
}

/** A sandbox call; its JSON answer, or `{ message }` when it has none. */
export async function call(method, path, token, body) {
  const headers = token ? { ...API_HEADERS, Authorization: `Bearer ${token}` } : API_HEADERS;
  const response = await fetch(path, { method, headers, body: body && JSON.stringify(body) });
  return response.json().catch(() => ({ message: `HTTP ${response.status}` }));
}

/** Signs in; the answer's `content` holds `{ token, tokenExpiry, profileDto }` on success. */
export async function signIn(email, password) {
  const answer = await call('POST', '/api/authen/login', undefined, { email, password });
  if (answer.content) {
    const maxAge = Math.max(0, Math.round((Date.parse(answer.content.tokenExpiry) - Date.now()) / 1000));
    document.cookie = `${LOGIN_COOKIE}=${encodeURIComponent(answer.content.token)}; path=/; max-age=${maxAge}; samesite=lax`;
    announce();
  }
  return answer;
}

/** Forgets the login here (and at the sandbox when `logout` is true). */
export async function signOut({ logout = true } = {}) {
  const token = loginToken();
  if (token && logout) await call('POST', '/api/authen/logout', token);
  document.cookie = `${LOGIN_COOKIE}=; path=/; max-age=0`;
  announce();
}
