/** Build-time data of the product pages (进出口贸易): every HS code with its path, children, flows and standards. */
import { query } from './query.ts';

export const tradeProductBuildData = () => query('tradeProductBuildData');
