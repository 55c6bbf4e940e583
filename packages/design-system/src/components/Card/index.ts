export { Card, type CardProps } from './Card';
export type { CardPadding } from './Card.styles';
