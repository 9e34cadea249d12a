-- The inbox searches leads by any part of a name, address, number or message: trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
