DROP INDEX `alert_regions_lat_idx`;--> statement-breakpoint
ALTER TABLE `alert_regions` ADD `cell` integer GENERATED ALWAYS AS (min(179999, CAST((lat + 90) * 1000 AS INTEGER)) * 360000 + CAST((lng + 180) * 1000 AS INTEGER) % 360000) VIRTUAL;--> statement-breakpoint
CREATE INDEX `alert_regions_cell_idx` ON `alert_regions` (`cell`);