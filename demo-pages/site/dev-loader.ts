/**
 * The loader as the development server (`npx vite`) serves it. React Fast Refresh needs its
 * preamble to run before any component module; Vite would inline it into the page as a
 * `<script>`, which the demo site's Content-Security-Policy refuses (no inline script), and the
 * demo pages are not Vite's index.html anyway. Imported first, it runs first.
 */
import '@vitejs/plugin-react/preamble';
import '../../shared/element/loader';
