import { defineFeature } from '@bank-shell/react';
import { DEMO_SECTION_ID, DemoSection } from './DemoSection';
import { messages } from './messages';
import './styles.css';

/**
 * The one screen behind every page of the catalogue the sandbox has not built yet (issue 19 §1):
 * "esta sección es una demostración", with the page's name and address, in its route group's
 * layout.
 */
export default defineFeature({ id: DEMO_SECTION_ID, component: DemoSection, messages });
