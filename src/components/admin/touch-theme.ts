// The admin panel is run from a tablet held in the hand (SPEC: "gerenciar pelo tablet"): inside /painel every
// control a finger aims at (buttons, icon buttons, close buttons, menu links, fields, segmented filters, pagination)
// (switches and checkboxes included) is at least 44 × 44 px (WCAG 2.5.5), whatever size a screen asked for. The public site keeps Mantine's sizes.
import { ActionIcon, Button, Checkbox, CloseButton, Input, NavLink, Pagination, SegmentedControl, Switch, rem, type MantineThemeOverride } from '@mantine/core';

/** The smallest touch target in the panel, in CSS px. */
export const TOUCH_TARGET_PX = 44;

const TOUCH = rem(TOUCH_TARGET_PX);

/** Whether Mantine already draws `size` at 44 px or more (`named` lists such names): then it is left as asked. */
const isLarge = (size: unknown, named: readonly string[]) => (typeof size === 'number' ? size >= TOUCH_TARGET_PX : named.includes(String(size)));
/** Buttons and fields are 50 and 60 px at lg and xl; an ActionIcon is 34 px at lg. */
const LG_XL = ['lg', 'xl'];
const XL = ['xl'];

export const adminTouchTheme: MantineThemeOverride = {
  components: {
    Button: Button.extend({ vars: (_theme, props) => ({ root: { '--button-height': isLarge(props.size, LG_XL) ? undefined : TOUCH } }) }),
    ActionIcon: ActionIcon.extend({ vars: (_theme, props) => ({ root: { '--ai-size': isLarge(props.size, XL) ? undefined : TOUCH } }) }),
    CloseButton: CloseButton.extend({ vars: () => ({ root: { '--cb-size': TOUCH } }) }),
    Input: Input.extend({ vars: (_theme, props) => ({ wrapper: { '--input-height': isLarge(props.size, LG_XL) ? undefined : TOUCH } }) }),
    Pagination: Pagination.extend({ vars: () => ({ root: { '--pagination-control-size': TOUCH } }) }),
    NavLink: NavLink.extend({ styles: { root: { minHeight: TOUCH } } }),
    // A switch or checkbox is tapped anywhere on its row: the row is the 44 px target.
    Switch: Switch.extend({ styles: { body: { minHeight: TOUCH, alignItems: 'center' } } }),
    Checkbox: Checkbox.extend({ styles: { body: { minHeight: TOUCH, alignItems: 'center' } } }),
    SegmentedControl: SegmentedControl.extend({
      styles: { label: { minHeight: TOUCH, minWidth: TOUCH, display: 'flex', alignItems: 'center', justifyContent: 'center' } },
    }),
  },
};
