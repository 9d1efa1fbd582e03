import { Icon } from './icons';
import type { IconName } from './icons';

export interface HeaderActionProps {
  /** The accessible name; visible from 600 px unless `iconOnly`. */
  label: string;
  icon?: IconName;
  /** Shows the icon alone at every width (back, close, search); the label stays for assistive technology. */
  iconOnly?: boolean;
  onClick: () => void;
}

/** A header button of the layout (shell.md §2.3): back, close, search, home, main and extra actions. */
export function HeaderAction({ label, icon, iconOnly = false, onClick }: HeaderActionProps) {
  const classes = ['button', 'button--ghost', 'header__action'];
  if (iconOnly) classes.push('header__action--icon');
  else if (icon) classes.push('header__action--compact');
  return (
    <button type="button" className={classes.join(' ')} onClick={onClick}>
      {icon && <Icon name={icon} />}
      <span className="header__action-label">{label}</span>
    </button>
  );
}
