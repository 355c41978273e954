fn main() -> std::process::ExitCode {
    parlour::cli::main()
}
