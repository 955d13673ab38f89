import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { ModifyBanner } from './ModifyBanner';

export const modifyBannerSchema = {
  /** Accessible name of the widget's region (empty: "Changing reservation {number}", translated). */
  label: attr.string(''),
};

/**
 * The modify-reservation flow's banner (issue 18; booking spec §4 "Modify flow"): while a
 * reservation is being changed, says which one and offers to leave the flow, the reservation
 * unchanged. Shows nothing when no modification is under way.
 */
defineWidget('stay-modify-banner', ModifyBanner, modifyBannerSchema);
