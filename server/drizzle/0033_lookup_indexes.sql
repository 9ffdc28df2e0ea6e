-- Tokens, password-reset serials and authorisation codes name no organisation before they are found:
-- each is looked up by its hash alone, which these indexes serve (the unique indexes begin with org_id).
CREATE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_codes_code_hash_idx" ON "auth_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "password_serials_serial_hash_idx" ON "password_serials" USING btree ("serial_hash");