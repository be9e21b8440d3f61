// The satisfaction surveys' pages (/surveys, /surveys/{id}; decision 032).
export { BeneficiarySurveys } from './beneficiary-surveys';
export { SessionSurveySummary, StaffSurveysNotice } from './session-survey-summary';
export { StarRating, StarRatingValue, starsLabel } from './star-rating';
export { SurveySheet } from './survey-sheet';
