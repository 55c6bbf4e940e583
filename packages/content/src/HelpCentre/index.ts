export { HelpCentre, type HelpCentreProps } from './HelpCentre';
export { helpSectionsOf, type HelpSection } from './helpSections';
