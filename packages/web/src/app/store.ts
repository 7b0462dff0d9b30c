import { configureStore } from '@reduxjs/toolkit';
import { api } from './api';

/** The application's Redux store: RTK Query's cache for now. */
export const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

/** The store's state. */
export type RootState = ReturnType<typeof store.getState>;
/** The store's dispatch, typed for thunks. */
export type AppDispatch = typeof store.dispatch;
