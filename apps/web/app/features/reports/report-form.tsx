import {
  REPORT_SECTIONS,
  completeReportBodySchema,
  isRequiredReportSection,
  reportEventDescription,
  reportEventLabel,
  reportEventSuccess,
  reportSectionHint,
  reportSectionLabel,
  saveReportBodySchema,
  t,
  type ReportSections,
  type SessionReport,
} from '@passerelle/shared';
import { useId, useRef, useState } from 'react';

import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { TextAreaField, controlId } from '~/components/ui/form-controls';
import { useEditLock } from '~/lib/edit-lock';
import { useSubmitForm, validateWith } from '~/lib/use-submit-form';

import { completeReport, saveReport } from './reports-api';

type Intent = 'save' | 'complete';

const fieldName = (section: string) => `sections.${section}`;

const sameSections = (a: ReportSections, b: ReportSections) =>
  REPORT_SECTIONS.every((section) => a[section] === b[section]);

export interface ReportFormProps {
  report: SessionReport;
  /** After the API accepted a save or the completion, with the report it answered. */
  onChange: (report: SessionReport) => void;
}

/**
 * The provider's report form: one text area per section (the required ones starred), saved as a
 * draft at any time — empty sections allowed — or completed once the required sections hold text
 * (the shared schemas, checked here then by the API), after a confirmation: a completed report
 * goes to the programme team and the provider no longer changes it. While a section differs from
 * the text last saved, the editing lock holds navigation back; the API's answer to a save or the
 * completion becomes the saved text.
 */
export function ReportForm({ report, onChange }: ReportFormProps) {
  const formId = useId();
  const [saved, setSaved] = useState<ReportSections>(report.sections);
  const [values, setValues] = useState<ReportSections>(saved);
  const [confirming, setConfirming] = useState<ReportSections | null>(null);
  const intent = useRef<Intent>('save');
  const dirty = !sameSections(values, saved);
  // A report read again (a new answer of the API) becomes the saved text; a form without unsaved
  // changes follows it.
  const [seen, setSeen] = useState(report);
  if (report !== seen) {
    setSeen(report);
    setSaved(report.sections);
    if (!dirty) setValues(report.sections);
  }
  const lock = useEditLock(dirty);

  const form = useSubmitForm({
    formId,
    fields: REPORT_SECTIONS.map(fieldName),
    invalidMessage: t('reports.page.invalid'),
    validate: () =>
      intent.current === 'complete'
        ? validateWith(completeReportBodySchema, { sections: values })
        : validateWith(saveReportBodySchema, { sections: values }),
    hold: (body) => {
      if (intent.current !== 'complete') return false;
      setConfirming(body.sections ?? values);
      return true;
    },
    submit: (body) =>
      intent.current === 'complete'
        ? completeReport(report.id, body.sections ?? values)
        : saveReport(report.id, body.sections ?? values),
    successToast: () => reportEventSuccess(intent.current),
    onSuccess: (stored) => {
      lock.release();
      setSaved(stored.sections);
      setValues(stored.sections);
      onChange(stored);
    },
  });

  const change = (section: keyof ReportSections, text: string) => {
    setValues((current) => ({ ...current, [section]: text }));
    form.clear(fieldName(section));
  };

  return (
    <form
      id={formId}
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.busy}
      aria-labelledby={`${formId}-title`}
      className="space-y-6"
    >
      <div className="space-y-1">
        <h2 id={`${formId}-title`} className="text-2xl font-bold">
          {t('reports.page.sections')}
        </h2>
        <p className="text-muted">{t('reports.page.requiredNote')}</p>
      </div>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      {REPORT_SECTIONS.map((section) => (
        <TextAreaField
          key={section}
          id={controlId(formId, fieldName(section))}
          label={reportSectionLabel(section)}
          hint={reportSectionHint(section)}
          required={isRequiredReportSection(section)}
          rows={6}
          value={values[section]}
          onChange={(text) => change(section, text)}
          errors={form.errors[fieldName(section)]}
        />
      ))}
      <div
        role="group"
        aria-label={t('reports.page.actions')}
        className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
      >
        <Button
          type="submit"
          variant="secondary"
          disabled={form.busy}
          onClick={() => {
            intent.current = 'save';
          }}
        >
          {reportEventLabel('save')}
        </Button>
        <Button
          type="submit"
          disabled={form.busy}
          onClick={() => {
            intent.current = 'complete';
          }}
        >
          {reportEventLabel('complete')}
        </Button>
      </div>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={reportEventLabel('complete')}
        description={reportEventDescription('complete')}
        confirmLabel={reportEventLabel('complete')}
        cancelLabel={t('ui.back')}
        onConfirm={() => {
          const sections = confirming;
          setConfirming(null);
          if (sections) void form.send({ sections });
        }}
      />
    </form>
  );
}
