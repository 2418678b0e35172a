ALTER TABLE "verification_documents" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "claims_document_idx" ON "claims" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "verification_documents_uploader_idx" ON "verification_documents" USING btree ("uploaded_by","created_at");