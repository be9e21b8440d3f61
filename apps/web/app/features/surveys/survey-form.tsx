import {
  SURVEYS_API,
  answerSheetSchema,
  answeredRatingCount,
  missingRatings,
  questionnaireSteps,
  t,
  type RegistrationSurvey,
  type SurveyQuestion,
} from '@passerelle/shared';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';

import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { TextAreaField, controlId } from '~/components/ui/form-controls';
import { Progress } from '~/components/ui/progress';
import { browserApi } from '~/lib/api-client-browser';
import { useSubmitForm, validateWith } from '~/lib/use-submit-form';

import { StarRating } from './star-rating';
import { clearDraft, readDraft, writeDraft } from './survey-draft';
import { SurveyStepper, type StepperStep } from './survey-stepper';

const ratingName = (key: string) => `ratings.${key}`;
const commentName = (key: string) => `comments.${key}`;

/**
 * The answer form of a satisfaction survey (spec §3, §5): one step per theme with its star
 * ratings and free-text items, the steps and the progress shown above. Going on with a rating
 * missing puts the step in error (spec §5 "stepper error") and says which; sending checks every
 * step the same way, then sends once. Answers are kept in the tab until sent (survey-draft.ts).
 */
export function SurveyForm({
  sheet,
  userId,
  onSent,
}: {
  sheet: RegistrationSurvey;
  userId: number;
  onSent: (sheet: RegistrationSurvey) => void;
}) {
  const { questionnaire } = sheet;
  const formId = `survey-${sheet.id}`;
  const steps = useMemo(() => questionnaireSteps(questionnaire), [questionnaire]);
  const [initial] = useState(() => readDraft(userId, sheet.id, questionnaire));
  const [ratings, setRatings] = useState<Record<string, number>>(initial?.ratings ?? {});
  const [comments, setComments] = useState<Record<string, string>>(initial?.comments ?? {});
  const [step, setStep] = useState(() => Math.min(initial?.step ?? 0, steps.length - 1));
  const [reached, setReached] = useState(step);
  const [stepErrors, setStepErrors] = useState<ReadonlySet<number>>(new Set());
  const [missing, setMissing] = useState<readonly SurveyQuestion[]>([]);
  const [sent, setSent] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!sent) writeDraft(userId, sheet.id, { ratings, comments, step });
  }, [userId, sheet.id, ratings, comments, step, sent]);

  // A new step gets the focus on its heading (not at the first render: the page's own order).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const fields = useMemo(
    () =>
      questionnaire.questions.map((question) =>
        question.type === 'rating' ? ratingName(question.key) : commentName(question.key),
      ),
    [questionnaire],
  );
  const form = useSubmitForm({
    formId,
    fields,
    validate: () => validateWith(answerSheetSchema(questionnaire), { ratings, comments }),
    submit: (body) => browserApi.call(SURVEYS_API.answer, { params: { id: sheet.id }, body }),
    successToast: t('surveys.form.sent'),
    errorToast: true,
    onSuccess: (data) => {
      setSent(true);
      clearDraft(userId, sheet.id);
      onSent(data);
    },
  });

  const goTo = (index: number) => {
    moved.current = true;
    setMissing([]);
    setStep(index);
    setReached((current) => Math.max(current, index));
  };

  /** Marks `index` in error with its missing ratings and focuses the first of them. */
  const showMissing = (index: number, questions: readonly SurveyQuestion[]) => {
    setStepErrors((current) => new Set(current).add(index));
    setMissing(questions);
    if (index !== step) {
      moved.current = false;
      setStep(index);
    }
    const first = questions[0];
    // After the render that shows the step and its messages.
    window.setTimeout(() => {
      if (first) document.getElementById(controlId(formId, ratingName(first.key)))?.focus();
    });
  };

  const settleStep = (index: number): boolean => {
    const gaps = missingRatings(steps[index]!.questions, ratings);
    if (gaps.length > 0) {
      showMissing(index, gaps);
      return false;
    }
    setStepErrors((current) => {
      if (!current.has(index)) return current;
      const next = new Set(current);
      next.delete(index);
      return next;
    });
    return true;
  };

  const rate = (key: string, value: number) => {
    setRatings((current) => ({ ...current, [key]: value }));
    setMissing((current) => current.filter((question) => question.key !== key));
    form.clear(ratingName(key));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const firstGap = steps.findIndex((item) => missingRatings(item.questions, ratings).length > 0);
    if (firstGap >= 0) {
      setStepErrors(
        new Set(
          steps.flatMap((item, index) =>
            missingRatings(item.questions, ratings).length > 0 ? [index] : [],
          ),
        ),
      );
      showMissing(firstGap, missingRatings(steps[firstGap]!.questions, ratings));
      return;
    }
    setStepErrors(new Set());
    form.onSubmit(event);
  };

  const progress = answeredRatingCount(questionnaire, ratings);
  const current = steps[step]!;
  const last = step === steps.length - 1;
  const stepperSteps: StepperStep[] = steps.map((item, index) => ({
    label: item.theme.label,
    reachable: index <= reached,
    state: stepErrors.has(index)
      ? 'error'
      : index < reached && missingRatings(item.questions, ratings).length === 0
        ? 'done'
        : 'todo',
  }));
  const ratingsOf = current.questions.filter((question) => question.type === 'rating');
  const ownRatings = ratingsOf.filter((question) => !question.conditioned);
  const typeRatings = ratingsOf.filter((question) => question.conditioned);
  const texts = current.questions.filter((question) => question.type === 'text');
  const otherStepsInError = [...stepErrors].filter((index) => index !== step);

  const ratingField = (question: SurveyQuestion) => (
    <StarRating
      key={question.key}
      id={controlId(formId, ratingName(question.key))}
      legend={question.label}
      value={ratings[question.key] ?? null}
      onChange={(value) => rate(question.key, value)}
      required
      errors={
        missing.some((gap) => gap.key === question.key) || form.errors[ratingName(question.key)]
          ? [t('validation.required')]
          : undefined
      }
    />
  );

  return (
    <div className="space-y-6">
      {initial ? (
        <Alert tone="info" role="status">
          {t('surveys.form.restored')}
        </Alert>
      ) : null}
      <SurveyStepper steps={stepperSteps} current={step} onOpen={goTo} />
      <div className="space-y-1">
        <p id={`${formId}-progress`}>
          {t('surveys.form.progress', { count: progress.answered, total: progress.total })}
        </p>
        <Progress
          value={progress.total === 0 ? 100 : (progress.answered / progress.total) * 100}
          label={t('surveys.form.progressLabel')}
        />
      </div>
      <form id={formId} noValidate onSubmit={onSubmit} aria-busy={form.busy} className="space-y-6">
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {t('surveys.form.step', {
            current: step + 1,
            total: steps.length,
            theme: current.theme.label,
          })}
        </h2>
        <p className="text-sm text-muted">
          {t(questionnaire.kind === 'COLD' ? 'coldSurveys.form.scale' : 'surveys.form.scale')}{' '}
          {t('surveys.form.requiredNotice')}
        </p>
        {missing.length > 0 ? (
          <Alert tone="error">
            {t('surveys.form.stepMissing', {
              count: missing.length,
              questions: missing.map((question) => `« ${question.label} »`).join(', '),
            })}
          </Alert>
        ) : null}
        {otherStepsInError.length > 0 ? (
          <Alert tone="warning">
            {t('surveys.form.missingSteps', {
              steps: otherStepsInError.map((index) => steps[index]!.theme.label).join(', '),
            })}
          </Alert>
        ) : null}
        {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
        <div className="space-y-6">{ownRatings.map(ratingField)}</div>
        {typeRatings.length > 0 ? (
          <section className="space-y-6" aria-labelledby={`${formId}-conditioned`}>
            <h3 id={`${formId}-conditioned`} className="text-lg font-bold">
              {t('surveys.form.conditioned')}
            </h3>
            {typeRatings.map(ratingField)}
          </section>
        ) : null}
        {texts.map((question) => (
          <TextAreaField
            key={question.key}
            id={controlId(formId, commentName(question.key))}
            label={`${question.label} (${t('surveys.form.optional')})`}
            value={comments[question.key] ?? ''}
            errors={form.errors[commentName(question.key)]}
            onChange={(value) => {
              setComments((current) => ({ ...current, [question.key]: value }));
              form.clear(commentName(question.key));
            }}
          />
        ))}
        <div className="flex flex-wrap justify-between gap-3">
          {step > 0 ? (
            <Button variant="secondary" onClick={() => goTo(step - 1)}>
              {t('surveys.form.previous')}
            </Button>
          ) : (
            <span />
          )}
          {last ? (
            <Button type="submit" disabled={form.busy}>
              {form.busy ? t('surveys.form.sending') : t('surveys.form.send')}
            </Button>
          ) : (
            <Button
              onClick={() => {
                if (settleStep(step)) goTo(step + 1);
              }}
            >
              {t('surveys.form.next')}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
