export { Ticker, type TickerItem, type TickerProps } from './Ticker';
