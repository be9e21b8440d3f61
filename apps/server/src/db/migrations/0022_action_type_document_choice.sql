-- The action type's documents become a choice of documents (decision 064). The former free
-- texts chose nothing: every existing type keeps offering every document.
ALTER TABLE "action_types" ALTER COLUMN "regulatory_documents" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "action_types" ALTER COLUMN "regulatory_documents" SET DATA TYPE text[] USING '{"convention","registration_signature","completion_certificate"}'::text[];--> statement-breakpoint
ALTER TABLE "action_types" ALTER COLUMN "regulatory_documents" SET DEFAULT '{"convention","registration_signature","completion_certificate"}';--> statement-breakpoint
ALTER TABLE "action_types" ALTER COLUMN "generated_documents" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "action_types" ALTER COLUMN "generated_documents" SET DATA TYPE text[] USING '{"convocation","participant_list","participation_certificate","end_certificate"}'::text[];--> statement-breakpoint
ALTER TABLE "action_types" ALTER COLUMN "generated_documents" SET DEFAULT '{"convocation","participant_list","participation_certificate","end_certificate"}';
