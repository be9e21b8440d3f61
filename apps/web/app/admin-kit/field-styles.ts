import { fieldInputBase, fieldInputClasses, fieldLabelClasses } from '~/components/ui/field';

/** Look of the admin-kit's inputs and selects: the same as every `Field`'s control. */
export const inputBase = fieldInputBase;

/** A full-width input (forms, search). */
export const inputClasses = fieldInputClasses;

export const labelClasses = fieldLabelClasses;
