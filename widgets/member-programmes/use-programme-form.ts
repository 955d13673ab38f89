import {
  formInteraction,
  initialInteraction,
  shownErrors,
  type FormInteraction,
  type InteractionEvent,
} from '../../shared/ui/form-state/form-state';
import { useFormReducer } from '../../shared/ui/form-state/use-form-reducer';

/**
 * The interaction state of one of the programme forms (shared/ui/form-state): errors show once a
 * field was left or the form submitted; `announcement` is the message of the field just left, for
 * a polite live region (the focus has moved on, so the field's own message would go unheard).
 */
export function useProgrammeForm<Field extends string>() {
  const [interaction, dispatch] = useFormReducer<FormInteraction<Field>, InteractionEvent<Field>>(formInteraction, initialInteraction);
  return {
    interaction,
    dispatch,
    visible: <E extends { field: Field }>(errors: readonly E[]) => shownErrors(interaction, errors),
  };
}
