import { App as AntApp, ConfigProvider } from 'antd';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { store } from './store';

/** The root component: store, theme, toasts and router. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <Provider store={store}>
      {/* zeroRuntime: styles come from antd/dist/antd.css (see main.tsx). Generating them at run time cost a
          dashboard's first render ~100 ms; a token set here must therefore match that stylesheet's defaults. */}
      <ConfigProvider theme={{ token: { colorPrimary: '#1677ff', borderRadius: 6 }, zeroRuntime: true }}>
        <AntApp>
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
