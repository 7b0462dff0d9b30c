import { useDispatch } from 'react-redux';
import type { AppDispatch } from './store';

/** useDispatch typed for this store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
