/** Build-time content of 进出口贸易's product directory: the HS tree's first two levels and each chapter's figures. */
import { query } from './query.ts';

export const tradeDirectoryData = () => query('tradeDirectoryData');
