export interface SpacesGuideProps {
  /** Called once as the guide closes: true when a space was connected. */
  onClose(connected: boolean): void;
}
