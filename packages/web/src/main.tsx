import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { api } from './app/api';
import { getCsrfToken } from './app/csrf';
import { store } from './app/store';
// antd's styles as one static stylesheet (the theme runs with zeroRuntime): no styles are generated while rendering.
import 'antd/dist/antd.css';
import './app/global.css';

// Who is signed in is asked at once, while the page's code still loads, instead of after it. Not on the sign-in
// page (as the HTML's early calls, page-html.ts): signed out, roles and the CSRF token only answer 401 there.
if (!/^\/login\/?$/.test(window.location.pathname)) {
  void store.dispatch(api.util.prefetch('getMe', undefined, {}));
  void store.dispatch(api.util.prefetch('getMyRoles', undefined, {}));
  // The first write (a chart query is a POST) then needs no extra round trip; signed out, this just fails.
  getCsrfToken().catch(() => undefined);
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
