DROP INDEX `users_points_idx`;--> statement-breakpoint
DROP INDEX `points_ledger_checkin_idx`;