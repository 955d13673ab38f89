// Demo only: the classic demo member, signed in at the sandbox (a real token, so member calls work).
import { signIn, signOut } from '/demo-assets/demo-session.js';

document.getElementById('demo-sign-in').addEventListener('click', () => signIn('classic@demo.stay.example', 'StayDemo!1'));
document.getElementById('demo-sign-out').addEventListener('click', () => signOut());
