//! The TableGen language: lexer, preprocessor, parser, record evaluation and the RecordKeeper API that backends read.
